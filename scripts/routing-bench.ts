/**
 * `tsx scripts/routing-bench.ts [--dir dist]`: the routing function's table
 * size and cold and warm response times over a built dist/
 * (scripts/lib/routing-bench.ts), and the deploy-limit counts. `npm run
 * bench` prints the same after its builds.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatDeployCounts, measureDeploy } from './lib/deploy-limits';
import { DEFAULT_DIST } from './lib/dist-pages';
import { benchRoutingFunction, formatRoutingBench } from './lib/routing-bench';

const { values } = parseArgs({ options: { dir: { type: 'string', default: DEFAULT_DIST } } });
const dist = path.resolve(values.dir);
console.log(formatDeployCounts(await measureDeploy(dist)));
console.log(formatRoutingBench(await benchRoutingFunction(dist)));
