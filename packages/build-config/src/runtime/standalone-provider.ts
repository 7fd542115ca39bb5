import {
  provideFederationRuntime,
  providedFederationRuntime,
} from './provide-federation-runtime.ts';

// A remote's standalone page, which has no shell, loads this file before its remote entry
// (../federation-runtime.ts).
provideFederationRuntime(providedFederationRuntime);
