/**
 * Tabler's drawings (24×24, stroked) the public pages show, for the lean kit's StrokeIcon:
 * written out so these pages do not load the icon library.
 */
export const iconPaths = {
  arrowRight: 'M5 12l14 0M13 18l6 -6M13 6l6 6',
  cards:
    'M3.604 7.197l7.138 -3.109a.96 .96 0 0 1 1.27 .527l4.924 11.902a1 1 0 0 1 -.514 1.304l-7.137 3.109a.96 .96 0 0 1 -1.271 -.527l-4.924 -11.903a1 1 0 0 1 .514 -1.304l0 .001M15 4h1a1 1 0 0 1 1 1v3.5M20 6c.264 .112 .52 .217 .768 .315a1 1 0 0 1 .53 1.311l-2.298 5.374',
  repeat: 'M4 12v-3a3 3 0 0 1 3 -3h13m-3 -3l3 3l-3 3M20 12v3a3 3 0 0 1 -3 3h-13m3 3l-3 -3l3 -3',
  messageCircle:
    'M3 20l1.3 -3.9c-2.324 -3.437 -1.426 -7.872 2.1 -10.374c3.526 -2.501 8.59 -2.296 11.845 .48c3.255 2.777 3.695 7.266 1.029 10.501c-2.666 3.235 -7.615 4.215 -11.574 2.293l-4.7 1',
  mailForward:
    'M12 18h-7a2 2 0 0 1 -2 -2v-10a2 2 0 0 1 2 -2h14a2 2 0 0 1 2 2v7.5M3 6l9 6l9 -6M15 18h6M18 15l3 3l-3 3',
} as const;
