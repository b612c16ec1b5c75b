import { ComingSoon } from '../components/coming-soon';

/** The route module of a screen not built yet (`comingSoon` in ../area.ts), titled as its area. */
export function comingSoonScreen(title: string) {
  return function ComingSoonScreen() {
    return <ComingSoon title={title} />;
  };
}
