// Async boundary: shared singletons are negotiated before the standalone page runs.
import('./bootstrap.tsx');
