import { z } from 'zod';

// Default validation messages in Chinese, for the server and the forms alike.
z.config(z.locales.zhCN());

export * from './codes';
export * from './labels';
export * from './login';
export * from './member';
export * from './catalogue';
export * from './accounts';
export * from './score-profile';
export * from './common';
export * from './vip';
export * from './planning';
export * from './tools';
export * from './admin-common';
export * from './admin-auth';
export * from './admin-members';
export * from './admin-business';
export * from './admin-content';
export * from './admin-audit';
export * from './admin-import';
export * from './request-limits';
export * from './family';
export * from './coverage';
