import { Link } from 'react-router';
import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export interface LinkCard {
  title: string;
  to: string;
  icon: LucideIcon;
  /** One line under the title. */
  description: string;
  /**
   * The card's button ('Manage Classes'), where the screen words one: then the button alone leads
   * on, and the title and line only say where. Without it the whole card is the link.
   */
  action?: string;
}

const CARD =
  'flex h-full items-start gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-colors';

function CardIcon({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted">
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}

/** A card whose button leads on: its title and line, then the button. */
function ActionCard({ title, to, icon, description, action }: LinkCard & { action: string }) {
  return (
    <div className={CARD}>
      <CardIcon icon={icon} />
      <div className="flex min-w-0 flex-1 flex-col gap-3 self-stretch">
        <div>
          <p className="font-medium">{title}</p>
          <p className="mt-1 text-sm text-muted-foreground">{description}</p>
        </div>
        <Button asChild variant="outline" size="sm" className="mt-auto self-start">
          <Link to={to}>
            {action}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </div>
  );
}

/** A card that is one link, named by its title and line. */
function WholeCardLink({ title, to, icon, description }: LinkCard) {
  return (
    <Link
      to={to}
      className={cn(
        'group outline-none hover:border-foreground/30 hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring',
        CARD,
      )}
    >
      <CardIcon icon={icon} />
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
  );
}

/**
 * Cards that each lead to a screen (the dashboard's areas, a hub's lists), named by `label`: each
 * card a link, or a card with its button where the screen words one (`action`).
 */
export function LinkCards({ label, cards }: { label: string; cards: readonly LinkCard[] }) {
  return (
    <nav aria-label={label}>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map((card) => (
          <li key={card.to}>
            {card.action ? <ActionCard {...card} action={card.action} /> : <WholeCardLink {...card} />}
          </li>
        ))}
      </ul>
    </nav>
  );
}
