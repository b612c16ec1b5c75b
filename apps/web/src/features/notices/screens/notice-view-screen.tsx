import { ItemViewScreen } from '@/components/item-screens';
import { OptionBadge } from '@/components/option-badge';
import { formatDate } from '@/lib/format';
import { noticeItem } from '../api';
import { NOTICE_STATUS_OPTIONS } from '../components/notice-columns';
import { NoticeContent } from '../components/notice-content';

/** /notice-board/{id}: the notice as the board shows it, with Edit for writers. */
export function NoticeViewScreen() {
  return (
    <ItemViewScreen
      item={noticeItem}
      title={(notice) => notice.title}
      description={(notice) => (
        <span className="flex flex-wrap items-center gap-2">
          <OptionBadge options={NOTICE_STATUS_OPTIONS} value={notice.status} />
          <span>Last updated {formatDate(notice.updatedDate)}</span>
        </span>
      )}
      edit={{ to: (notice) => `/notice-board/${notice.id}/edit` }}
    >
      {(notice) => <NoticeContent notice={notice} />}
    </ItemViewScreen>
  );
}
