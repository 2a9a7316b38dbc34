/**
 * "Passar i min nisch" on the product page (issue 21 §2, issue 35 §4): with
 * `?nisch=BxHxD` in the URL (the listing's cards link with it), the
 * paragraph `[data-fit-reason]` says whether the product fits and why. The
 * build writes what the product needs (`data-needs`, "59.5x82x57", empty
 * where unknown) and what that rests on (`data-fit-basis`, src/shared/fit.ts
 * `Basis`); the verdict and its words are src/shared/fit.ts's own, so the
 * page reads exactly as a card does.
 *
 * Not a module of the site: src/render/bundled-scripts.ts bundles it into
 * the page's inline script at build time (a script file would be requested
 * at every product page's load, and an island rendered on each of them).
 */

import { fitCopy } from '../copy/fit';
import { AXES, type Basis, fitText, judge, type Needs, parseNiche } from '../shared/fit';

const BASES: readonly Basis[] = ['stated', 'outer', 'free-standing'];

const paragraph = document.querySelector<HTMLElement>('[data-fit-reason]');
const niche = parseNiche(new URLSearchParams(location.search).get('nisch'));
const written = paragraph?.dataset.needs?.split('x') ?? [];
const basis = BASES.find((candidate) => candidate === paragraph?.dataset.fitBasis);
if (paragraph && niche && written.length === AXES.length && basis !== undefined) {
  const [width, height, depth] = written.map((value) => (value === '' ? null : Number(value)));
  const needed: Needs = { width: width ?? null, height: height ?? null, depth: depth ?? null };
  const fit = judge(niche, needed, basis);
  paragraph.textContent = `${fitCopy.yourNiche(niche.width, niche.height, niche.depth)} ${fitText(fit)}`;
  paragraph.dataset.fitKind = fit.kind;
  paragraph.hidden = false;
}
