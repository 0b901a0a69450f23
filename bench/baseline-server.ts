// The baseline: bare Fastify (defaults, no plugins, no logger) answering a fixed envelope shaped
// like memberInfo's, so the ratio shows what the app's stack (auth, database, helmet, zod) costs.
import Fastify from 'fastify';

const body = {
  status: 200,
  msg: 'ok',
  data: {
    id: 1,
    nickname: '',
    avatar: '',
    role: 0,
    vipLevel: 1,
    effectiveVipLevel: 1,
    isOpenVip: 0,
    isSuperVip: 0,
    vipEndTime: null,
    vipCard: null,
    vipStatus: 1,
    vipCardName: '非VIP',
    isProbationPeriod: 0,
    probationVipEndTime: null,
    probationVipCardId: null,
    vipBlockedByWindow: false,
    mobile: '139****1234',
  },
};

const app = Fastify();
app.get('/', async () => body);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
