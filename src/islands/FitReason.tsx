import { useEffect, useState } from 'react';
import { fitCopy } from '../copy/fit';
import { type Fit, judge, type Needs, parseNiche, type Size } from '../shared/fit';

interface Props {
  /** What the product needs per dimension (src/shared/fit.ts `needs`), decided at build time. */
  readonly needs: Needs;
}

function reasonOf(fit: Fit): string {
  switch (fit.kind) {
    case 'fits':
      return fitCopy.fits(fit.needs.width, fit.needs.height, fit.needs.depth);
    case 'too-big':
      return fitCopy.tooBig(fit.axis, fit.by);
    default:
      return fitCopy.unknownHeading;
  }
}

/**
 * "Passar i min nisch" on the product page (issue 21 §2): a visitor who came
 * from a listing with a niche (the cards link with `?nisch=60x85x57`) reads
 * whether this product fits it, and why, with the rules the listing used.
 * Server-rendered empty and hidden; it hydrates only when the URL has a
 * niche (client:listing with `data-query-keys="nisch"`,
 * src/components/FitReason.astro), so no other visit loads any script.
 */
export default function FitReason({ needs }: Props) {
  const [shown, setShown] = useState<{ readonly niche: Size; readonly fit: Fit } | null>(null);
  useEffect(() => {
    const niche = parseNiche(new URLSearchParams(location.search).get('nisch'));
    if (niche !== null) setShown({ niche, fit: judge(niche, needs) });
  }, [needs]);
  return (
    <p
      data-fit-reason
      data-fit-kind={shown?.fit.kind}
      hidden={shown === null}
      className="mt-3 rounded-md border border-stone-200 bg-stone-50 px-3 py-2 text-sm text-stone-800 data-[fit-kind=fits]:border-emerald-200 data-[fit-kind=fits]:bg-emerald-50 data-[fit-kind=fits]:text-emerald-900 data-[fit-kind=too-big]:border-wine-200 data-[fit-kind=too-big]:bg-wine-50 data-[fit-kind=too-big]:text-wine-900"
    >
      {shown && `${fitCopy.yourNiche(shown.niche.width, shown.niche.height, shown.niche.depth)} ${reasonOf(shown.fit)}`}
    </p>
  );
}
