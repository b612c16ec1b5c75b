import { ItemViewScreen } from '@/components/item-screens';
import { formatDate } from '@/lib/format';
import { noticesResource } from '../api';
import { NOTICE_STATUS_OPTIONS } from '../components/notice-columns';
import { NoticeContent } from '../components/notice-content';

/** /notice-board/{id}: the notice as the board shows it, with Edit for writers. */
export function ViewScreen() {
  return (
    <ItemViewScreen
      resource={noticesResource}
      status={{ options: NOTICE_STATUS_OPTIONS, of: (notice) => notice.status }}
      description={(notice) => <span>Last updated {formatDate(notice.updatedDate)}</span>}
    >
      {(notice) => <NoticeContent notice={notice} />}
    </ItemViewScreen>
  );
}
