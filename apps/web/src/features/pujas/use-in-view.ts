// Moved to lib/ so the shared countdown badge and list footers can use it too.
export { useInView } from '../../lib/use-in-view';
