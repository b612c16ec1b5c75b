import { ItemViewScreen } from '@/components/item-screens';
import { OptionBadge } from '@/components/option-badge';
import { formatDate } from '@/lib/format';
import { noticesResource } from '../api';
import { NOTICE_STATUS_OPTIONS } from '../components/notice-columns';
import { NoticeContent } from '../components/notice-content';

/** /notice-board/{id}: the notice as the board shows it, with Edit for writers. */
export function NoticeViewScreen() {
  return (
    <ItemViewScreen
      resource={noticesResource}
      description={(notice) => (
        <span className="flex flex-wrap items-center gap-2">
          <OptionBadge options={NOTICE_STATUS_OPTIONS} value={notice.status} />
          <span>Last updated {formatDate(notice.updatedDate)}</span>
        </span>
      )}
    >
      {(notice) => <NoticeContent notice={notice} />}
    </ItemViewScreen>
  );
}
