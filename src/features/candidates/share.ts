// The public share page's part (its own chunk: no table, no forms).
export { ShareCard } from './components/share-card';
