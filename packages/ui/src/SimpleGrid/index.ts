export { SimpleGrid, type SimpleGridProps } from './SimpleGrid.tsx';
