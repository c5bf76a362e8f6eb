// "My collections" on its own entry: it uses the shared table, which only the personal centre's chunk should carry.
export { CollectionList } from './components/collection-list';
