import { useMatches } from 'react-router';
import { ComingSoon } from '../components/coming-soon';

export interface ScreenHandle {
  /** The area's title, shown by placeholder screens (router.tsx sets it per route). */
  title?: string;
}

/** Route module for every screen not built yet: the title comes from the route's `handle`. */
export function ComingSoonScreen() {
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => (match.handle as ScreenHandle | undefined)?.title)?.handle as
    ScreenHandle | undefined;
  return <ComingSoon title={handle?.title ?? 'Coming soon'} />;
}
