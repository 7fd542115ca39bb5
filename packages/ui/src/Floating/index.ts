export { FloatingLayer, type FloatingAnchor, type FloatingLayerProps } from './FloatingLayer.tsx';
export { placeFloating, type FloatingPosition, type FloatingSide } from './place-floating.ts';
