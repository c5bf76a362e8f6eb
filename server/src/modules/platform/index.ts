/**
 * The console's reads across modules: 待办 (what waits for staff, counted, and its live channel) and the supplier
 * list and page. The console's writes live in the modules that own the data (tasks, verification, agreements …).
 */
export { platformConsoleRoutes } from './routes';
export { todoSocketRoutes, type TodoSocketOptions } from './todo-socket';
export { allTodoCounts, todoCountsFor } from './todo';
