import { STAR_LIMITS, type SpotlightCategory } from '@cms/contract';
import { UserRound } from 'lucide-react';
import { DialogEditedList } from '@/components/dialog-edited-list';
import { ImageOrPlaceholder } from '@/components/image-or-placeholder';
import { ItemGate, itemRouteOf } from '@/components/item-gate';
import { categoriesResource, starsOf } from '../api';
import { StarFields } from '../components/star-fields';

/** This year, within the years a star may have. */
const thisYear = () => Math.min(Math.max(new Date().getFullYear(), STAR_LIMITS.yearMin), STAR_LIMITS.yearMax);

/** /spotlight/categories/{categoryId} (docs/product/spotlight.md §2): the category's stars in order, ten a page. */
export function SpotlightStarsScreen() {
  return (
    <ItemGate {...itemRouteOf(categoriesResource)}>{(category) => <CategoryStars category={category} />}</ItemGate>
  );
}

function CategoryStars({ category }: { category: SpotlightCategory }) {
  const stars = starsOf(category.id);
  // A new star goes last unless its order number says otherwise.
  const total = stars.useList({ page: 0 }).data?.totalElements ?? 0;
  return (
    <DialogEditedList
      resource={stars}
      title={`Stars of ${category.name}`}
      description="Drag a star by its handle to change the order the website shows them in."
      ordered
      columns={[
        {
          id: 'photo',
          header: 'Photo',
          cell: (row) => (
            <ImageOrPlaceholder
              src={row.imgUrl}
              alt={`Photo of ${row.name}`}
              missing={`No photo of ${row.name}`}
              icon={UserRound}
              className="size-12 rounded-full"
            />
          ),
        },
        { id: 'academicClass', header: 'Class', cell: (row) => row.academicClass },
        { id: 'percentage', header: 'Percentage', className: 'tabular-nums', cell: (row) => `${row.percentage}%` },
        { id: 'year', header: 'Year', className: 'tabular-nums', cell: (row) => row.year },
      ]}
      dialog={{
        description: (row) => (row ? `A star of ${category.name}.` : `A new star of ${category.name}.`),
        empty: {
          name: '',
          academicClass: '',
          percentage: Number.NaN,
          year: thisYear(),
          description: '',
          orderNo: total + 1,
          imgUrl: '',
        },
      }}
      fields={() => <StarFields />}
    />
  );
}
