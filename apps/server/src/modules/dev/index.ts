/** Public surface of the dev module. Development-only routes and the outbox where SMS codes land outside production. */
export { recordOutbox } from './outbox';
