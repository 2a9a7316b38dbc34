/**
 * The product page's inline fit script. A module of its own: the blog list's
 * module script imports ./inline-scripts.ts, and anything of src/shared/fit.ts
 * or src/copy/fit.ts in there would become a script file shared with the
 * listing's code, requested at the blog's page load.
 */
import { fitTemplates } from '../copy/fit';
import { AXES, DIMENSION, NICHE_LIMITS } from '../shared/fit';

/**
 * "Passar i min nisch" on the product page (issue 21 §2, src/components/
 * FitReason.astro): with `?nisch=BxHxD` in the URL (the listing's cards link
 * with it), the paragraph `[data-fit-reason]` says whether the product fits
 * and why. What the product needs is written by the build into
 * `data-needs` ("59.5x82x57", empty where unknown). The script repeats
 * src/shared/fit.ts `parseNiche` and `judge` (their limits and pattern are
 * taken from there) and fills the templates of src/copy/fit.ts, so the page
 * reads exactly as a card does; tests/unit/inline-scripts.test.ts runs it
 * against those functions. Inline rather than an island or a module: a
 * module shared with the listing's code would be a script file at every
 * page load, and an island is rendered on each of the 50,000 product pages.
 */
export const FIT_REASON_SCRIPT =
  '(()=>{const p=document.querySelector("[data-fit-reason]");' +
  'const q=new URLSearchParams(location.search).get("nisch");' +
  'if(!p||!q||q.length>40)return;' +
  'const parts=q.trim().toLowerCase().split(/[x×*]/u);if(parts.length!==3)return;' +
  'const n=[];for(const part of parts){const v=part.trim();' +
  `if(!/${DIMENSION.source}/u.test(v))return;` +
  'const x=Number(v.replace(",","."));' +
  `if(!(x>=${NICHE_LIMITS.min}&&x<=${NICHE_LIMITS.max}))return;n.push(x)}` +
  'const need=(p.dataset.needs||"").split("x").map(v=>v===""?null:Number(v));if(need.length!==3)return;' +
  `const T=${JSON.stringify(fitTemplates)};` +
  'const f=new Intl.NumberFormat("sv-SE",{maximumFractionDigits:1});const r=x=>Math.round(x*10)/10;' +
  'const fill=(t,a)=>t.replace("{w}",f.format(a[0])).replace("{h}",f.format(a[1])).replace("{d}",f.format(a[2]));' +
  `const axes=${JSON.stringify(AXES)};let worst=-1,by=0;` +
  'for(let i=0;i<3;i++){const d=need[i];if(d===null)continue;const b=r(d-n[i]);if(b>0&&(worst<0||b>by)){worst=i;by=b}}' +
  'let kind,text;' +
  'if(worst>=0){kind="too-big";text=T.tooBig[axes[worst]].replace("{cm}",f.format(by))}' +
  'else if(need.includes(null)){kind="unknown";text=T.unknown}' +
  'else{kind="fits";text=fill(T.fits,need)}' +
  'p.textContent=fill(T.yourNiche,n)+" "+text;p.dataset.fitKind=kind;p.hidden=false})();';
