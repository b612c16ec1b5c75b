import { Link } from 'react-router';
import { Check, Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';

export interface TopicOption {
  id: number;
  title: string;
}

export interface BlogTopicsPickerProps {
  /** Every topic of the website. */
  available: TopicOption[];
  /** The blog's topics, in the order they were picked. */
  selected: TopicOption[];
  /** Selects an unselected topic, unselects a selected one. */
  onToggle: (topic: TopicOption, selected: boolean) => void;
  /** Topics whose change is on its way to the server. */
  pendingIds?: ReadonlySet<number>;
  disabled?: boolean;
}

/**
 * The Topics tab (spec 01 §2, §4): the available topics toggle on click (aria-pressed tells which are
 * on the blog), and each selected topic has its own remove button.
 */
export function BlogTopicsPicker({ available, selected, onToggle, pendingIds, disabled }: BlogTopicsPickerProps) {
  const selectedIds = new Set(selected.map((topic) => topic.id));

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="available-topics-heading" className="grid content-start gap-3">
        <h3 id="available-topics-heading" className="text-sm font-semibold">
          Available topics
        </h3>
        {available.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No topics yet.{' '}
            <Link to="/topic-management" className="underline underline-offset-4">
              Manage topics
            </Link>
          </p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {available.map((topic) => {
              const isSelected = selectedIds.has(topic.id);
              return (
                <li key={topic.id}>
                  <Button
                    variant={isSelected ? 'default' : 'outline'}
                    size="sm"
                    aria-pressed={isSelected}
                    disabled={disabled || pendingIds?.has(topic.id)}
                    onClick={() => onToggle(topic, !isSelected)}
                    className="rounded-full"
                  >
                    {isSelected ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
                    {topic.title}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="selected-topics-heading" className="grid content-start gap-3">
        <h3 id="selected-topics-heading" className="text-sm font-semibold">
          Selected topics
        </h3>
        {selected.length === 0 ? (
          <p className="text-sm text-muted-foreground">No topics selected.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {selected.map((topic) => (
              <li
                key={topic.id}
                className="inline-flex items-center gap-1 rounded-full border bg-secondary py-0.5 pl-3 pr-1 text-sm text-secondary-foreground"
              >
                {topic.title}
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-6 rounded-full"
                  aria-label={`Remove topic ${topic.title}`}
                  disabled={disabled || pendingIds?.has(topic.id)}
                  onClick={() => onToggle(topic, false)}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
