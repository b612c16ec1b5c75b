import { useEffect, useRef } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import {
  PAGE_BLOCK_TYPES,
  PAGE_MARGIN,
  type PageBlockRequest,
  type PageBlockType,
  type PageRequest,
} from '@cms/contract';
import { focusFirstField } from '@/components/form/focus-first-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { BlockContentFields } from './block-content-fields';

/** How the editor names each type of block. */
export const BLOCK_TYPE_LABELS: Record<PageBlockType, string> = {
  text: 'Text',
  'image-text': 'Image and text',
  'text-image': 'Text and image',
  'image-only': 'Image only',
  table: 'Table',
};

const EMPTY_IMAGE = { url: '', alt: '', decorative: false };

/** A new block of a type (docs/product/pages.md §5, §9): margins 16 and 16; a new table is 2 columns by 2 rows. */
export function newBlock(type: PageBlockType): PageBlockRequest {
  const margins = { top: PAGE_MARGIN.initial, bottom: PAGE_MARGIN.initial };
  switch (type) {
    case 'text':
      return { type, margins, content: { html: '' } };
    case 'image-only':
      return { type, margins, content: { image: { ...EMPTY_IMAGE }, caption: '' } };
    case 'table':
      return {
        type,
        margins,
        content: {
          headers: ['', ''],
          rows: [
            ['', ''],
            ['', ''],
          ],
        },
      };
    default:
      return { type, margins, content: { image: { ...EMPTY_IMAGE }, caption: '', text: '' } };
  }
}

/** A margin in px, 0–100 in steps of 4, with its value shown beside the slider. */
function MarginField({ block, side }: { block: number; side: 'top' | 'bottom' }) {
  const { register } = useFormContext<PageRequest>();
  const name = `blocks.${block}.margins.${side}` as const;
  const value = useWatch<PageRequest, typeof name>({ name });
  const id = `page-block-${block}-margin-${side}`;
  return (
    <div className="grid gap-1">
      <div className="flex justify-between text-sm">
        <label htmlFor={id} className="font-medium">
          {side === 'top' ? 'Top margin' : 'Bottom margin'}
        </label>
        <output htmlFor={id}>{value} px</output>
      </div>
      <input
        id={id}
        type="range"
        min={PAGE_MARGIN.min}
        max={PAGE_MARGIN.max}
        step={PAGE_MARGIN.step}
        className="accent-primary"
        {...register(name, { valueAsNumber: true })}
      />
    </div>
  );
}

/**
 * The page's blocks (docs/product/pages.md §2, §4): each edited in place, moved up or down (up disabled on the
 * first, down on the last), deleted; new blocks of the five types added at the end.
 */
export function BlockEditor() {
  const { control } = useFormContext<PageRequest>();
  // keyName: the blocks' own `id` is what the server keeps them by.
  const blocks = useFieldArray({ control, name: 'blocks', keyName: 'key' });
  const last = blocks.fields.length - 1;
  // A block just added: the cursor goes to its first field (once it is drawn, its editor loaded).
  const added = useRef(false);
  const cards = useRef(new Map<string, HTMLElement>());
  const stopWaiting = useRef<() => void>(() => {});
  const lastKey = blocks.fields.at(-1)?.key;
  useEffect(() => {
    const card = lastKey ? cards.current.get(lastKey) : undefined;
    if (!added.current || !card) return;
    added.current = false;
    stopWaiting.current();
    stopWaiting.current = focusFirstField(card);
  }, [lastKey]);
  useEffect(() => () => stopWaiting.current(), []);
  return (
    <section aria-labelledby="page-blocks" className="grid gap-4">
      <h2 id="page-blocks" className="text-lg font-semibold">
        Blocks
      </h2>
      {blocks.fields.length === 0 && <p className="text-sm text-muted-foreground">No blocks yet: add one below.</p>}
      {blocks.fields.map((field, index) => {
        const { type } = field;
        const heading = `Block ${index + 1}: ${BLOCK_TYPE_LABELS[type]}`;
        const headingId = `page-block-${field.key}`;
        return (
          <Card
            key={field.key}
            ref={(element) => {
              if (element) cards.current.set(field.key, element);
              else cards.current.delete(field.key);
            }}
            role="region"
            aria-labelledby={headingId}
            data-testid="page-block"
          >
            <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
              <CardTitle id={headingId} className="text-base">
                {heading}
              </CardTitle>
              <div className="flex gap-1">
                {[
                  {
                    label: `Move block ${index + 1} up`,
                    Icon: ArrowUp,
                    off: index === 0,
                    act: () => blocks.swap(index, index - 1),
                  },
                  {
                    label: `Move block ${index + 1} down`,
                    Icon: ArrowDown,
                    off: index === last,
                    act: () => blocks.swap(index, index + 1),
                  },
                  { label: `Delete block ${index + 1}`, Icon: Trash2, off: false, act: () => blocks.remove(index) },
                ].map(({ label, Icon, off, act }) => (
                  <Button
                    key={label}
                    type="button"
                    variant="outline"
                    size="icon"
                    aria-label={label}
                    disabled={off}
                    onClick={act}
                  >
                    <Icon aria-hidden="true" />
                  </Button>
                ))}
              </div>
            </CardHeader>
            <CardContent className="grid gap-4">
              <BlockContentFields index={index} type={type} />
              <div className="grid gap-4 sm:grid-cols-2">
                <MarginField block={index} side="top" />
                <MarginField block={index} side="bottom" />
              </div>
            </CardContent>
          </Card>
        );
      })}
      <div role="group" aria-label="Add a block" className="flex flex-wrap gap-2">
        {PAGE_BLOCK_TYPES.map((type) => (
          <Button
            key={type}
            type="button"
            variant="outline"
            onClick={() => {
              added.current = true;
              blocks.append(newBlock(type), { shouldFocus: false });
            }}
          >
            <Plus aria-hidden="true" />
            Add {BLOCK_TYPE_LABELS[type]} block
          </Button>
        ))}
      </div>
    </section>
  );
}
