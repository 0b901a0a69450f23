export * from './login';
export * from './gkyear';
export * from './vip';
export * from './vip-purchase';
export * from './subjects';
export * from './score-form';
export * from './score-change';
export * from './dictionaries';
