import type { RouteObject } from 'react-router';
import { ReviewPage } from './review-page.tsx';

export function reviewRoutes(): RouteObject[] {
  return [
    {
      path: 'learn/:lang/review',
      children: [
        { index: true, element: <ReviewPage /> },
        { path: 'go', element: <ReviewPage session /> },
      ],
    },
  ];
}
