import { Link } from 'react-router';
import { ArrowRight, type LucideIcon } from 'lucide-react';

export interface LinkCard {
  title: string;
  to: string;
  icon: LucideIcon;
  /** One line under the title. */
  description: string;
}

/** Cards that each lead to a screen (the dashboard's areas, a hub's lists), named by `label`. */
export function LinkCards({ label, cards }: { label: string; cards: readonly LinkCard[] }) {
  return (
    <nav aria-label={label}>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map(({ title, to, icon: Icon, description }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full items-start gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-colors outline-none hover:border-foreground/30 hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center justify-between gap-2 font-medium">
                  {title}
                  <ArrowRight
                    className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                    aria-hidden="true"
                  />
                </span>
                <span className="mt-1 block text-sm text-muted-foreground">{description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
