export * as login from './login';
export * as reference from './reference';
export * as cms from './cms';
export * as tracking from './tracking';
export * from './http';
export * as tasks from './tasks';
export * as orders from './orders';
export * as candidates from './candidates';
