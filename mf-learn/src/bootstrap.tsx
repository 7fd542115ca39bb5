import { startStandalone } from '@phrasebook/platform/standalone';
import { standaloneUi } from '@phrasebook/ui';
import createRoutes from './routes/index.ts';

// Development only: this remote's routes on their own, inside the shell's providers. In the
// app the shell mounts `./routes` in its router instead and this file is never loaded.
void startStandalone(createRoutes, standaloneUi);
