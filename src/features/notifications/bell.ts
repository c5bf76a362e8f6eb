// The bell's own chunk: the header imports this lazily, so the first paint never waits for it.
export { NoticeBell as default } from './components/notice-bell';
