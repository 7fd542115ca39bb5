#!/usr/bin/env node
// The server is written in TypeScript and runs from source: tsx compiles it on load.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
