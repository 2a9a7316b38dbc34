/**
 * `tsx scripts/check-deploy.ts [--dir dist]`: Netlify's deploy limits over a
 * built dist/ (scripts/lib/deploy-limits.ts). The last step of
 * `npm run build:only`, after astro build and every integration that writes
 * files. Prints the counts; exit code 1 with one line per breach (number and
 * limit), 2 on usage errors or a missing dist/.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { deployLimitProblems, formatDeployCounts, measureDeploy } from './lib/deploy-limits';
import { DEFAULT_DIST } from './lib/dist-pages';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { dir: { type: 'string', default: DEFAULT_DIST } } });
  const counts = await measureDeploy(path.resolve(values.dir));
  console.log(formatDeployCounts(counts));
  const problems = deployLimitProblems(counts);
  if (problems.length > 0) {
    console.error(`DEPLOY LIMITS EXCEEDED:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`check-deploy: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
