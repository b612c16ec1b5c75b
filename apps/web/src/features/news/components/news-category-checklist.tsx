import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAllCategories } from '../api';

export interface NewsCategoryChecklistProps {
  /** The chosen category ids. */
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}

/** The form's categories: one checkbox per category of the website. */
export function NewsCategoryChecklist({ value, onChange, error }: NewsCategoryChecklistProps) {
  const categories = useAllCategories();
  const errorId = useId();
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));

  let body;
  if (categories.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner label="" />
        Loading categories...
      </p>
    );
  } else if (categories.isError) {
    body = (
      <div role="alert" className="grid gap-2 text-sm">
        <p className="text-destructive">Failed to load categories</p>
        <Button variant="outline" size="sm" className="w-fit" onClick={() => void categories.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (categories.data.length === 0) {
    body = (
      <p className="text-sm text-muted-foreground">
        No categories yet.{' '}
        <Link to="/news/categories" className="underline underline-offset-4">
          Manage Categories
        </Link>
      </p>
    );
  } else {
    body = (
      <ul className="grid max-h-72 gap-2 overflow-y-auto">
        {categories.data.map((category) => {
          const inputId = `${errorId}-category-${category.id}`;
          return (
            <li key={category.id} className="flex items-center gap-2">
              <input
                id={inputId}
                type="checkbox"
                className="size-4 rounded border-input accent-primary"
                checked={value.includes(category.id)}
                onChange={(event) => toggle(category.id, event.target.checked)}
                aria-describedby={error ? errorId : undefined}
              />
              <label htmlFor={inputId} className="text-sm">
                {category.name}
              </label>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-sm font-medium">Categories</legend>
      {body}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
