import type { BellSchedule, BellScheduleRequest } from '@cms/contract';
import { fieldsFor } from '@/components/form/fields-for';
import { ItemPageForm, type ItemFormProps } from '@/components/form/page-form';
import { StaleBanner, useVersionedSave } from '@/components/form/stale-banner';
import { useSiteUrl } from '@/components/public-site';
import { PublicUrlField } from '@/components/public-url-field';
import { Card, CardContent } from '@/components/ui/card';
import { bellSchedulesResource } from '../api';
import { BlocksField } from './block-fields';

const Field = fieldsFor<BellScheduleRequest>();

const EMPTY = { title: '', description: '', blocks: [] as NonNullable<BellScheduleRequest['blocks']> };

/**
 * A bell schedule edited whole (docs/product/bell-schedules.md §2): title, description, its public URL once saved
 * (docs/design.md §9.13) and its blocks of entries. A save sends the version it was opened at; when the
 * schedule has been saved elsewhere since, the refusal is shown with Reload, which reads it again
 * (the typing here stays a draft the form offers back).
 */
export function BellScheduleForm({ item, onSubmit }: ItemFormProps<BellSchedule, BellScheduleRequest>) {
  const { stale, save, reload } = useVersionedSave(item, onSubmit, bellSchedulesResource.keys.detail);
  const urlOf = useSiteUrl(bellSchedulesResource);

  return (
    <div className="grid gap-6">
      {stale && <StaleBanner message={stale} onReload={reload} />}
      {item && (
        <Card>
          <CardContent>
            <PublicUrlField id="bell-schedule-public-url" url={urlOf(item)} />
          </CardContent>
        </Card>
      )}
      {/* A new version (saved here or read again) starts the form from it. */}
      <ItemPageForm key={item?.version} item={item} onSubmit={save} resource={bellSchedulesResource} empty={EMPTY}>
        <Card className="mb-6">
          <CardContent className="grid gap-5">
            <Field.Text name="title" label="Title" required />
            <Field.Textarea name="description" label="Description" rows={3} />
          </CardContent>
        </Card>
        <BlocksField />
      </ItemPageForm>
    </div>
  );
}
