import { lazy } from 'react';

// One chunk for the four charts (stats-charts.tsx), asked for when the first one draws.
const charts = () => import('./stats-charts.tsx');

export const ActivityChart = lazy(() => charts().then((m) => ({ default: m.ActivityChart })));
export const RetentionChart = lazy(() => charts().then((m) => ({ default: m.RetentionChart })));
export const ForecastChart = lazy(() => charts().then((m) => ({ default: m.ForecastChart })));
export const CardStatesChart = lazy(() => charts().then((m) => ({ default: m.CardStatesChart })));
