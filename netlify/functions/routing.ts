/**
 * Netlify Function (Functions API v2: a default export taking a web-standard
 * Request) reached through the unforced `/produkt/*` and `/varumarken/*`
 * rewrites of netlify.toml, at /.netlify/functions/routing. All behaviour is
 * in src/routing/routing-function.ts, which the preview server and the tests
 * run as well; see docs/routing.md for why a Function and not an Edge Function.
 */
import { createRoutingHandler } from '../../src/routing/routing-function';

export default createRoutingHandler();
