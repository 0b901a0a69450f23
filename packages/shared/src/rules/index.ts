export * from './login';
export * from './gkyear';
export * from './vip';
export * from './vip-purchase';
