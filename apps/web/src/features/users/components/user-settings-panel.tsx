import type { User, UserSettings } from '@cms/contract';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { LoadingState } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/lib/toast';
import { useUpdateUserSettings, useUserSettings } from '../api';
import { LoadError } from '@/components/load-error';

const SETTINGS: { key: keyof UserSettings; label: string; description: string }[] = [
  { key: 'emailNotifications', label: 'Email Notifications', description: 'Receive email notifications.' },
  { key: 'twoFactorAuth', label: 'Two-Factor Authentication', description: 'Require a second step at sign-in.' },
  { key: 'sessionTimeout', label: 'Session Timeout', description: 'End idle sessions automatically.' },
  { key: 'apiAccess', label: 'API Access', description: 'Allow access to the API.' },
];

/** The Settings tab: four switches stored per user on the server (docs/design.md §9.4), saved on each toggle. */
export function UserSettingsPanel({ user, canEdit }: { user: User; canEdit: boolean }) {
  const settings = useUserSettings(user.id);
  const update = useUpdateUserSettings();

  let body;
  if (settings.isPending) {
    body = <LoadingState label="Loading settings..." />;
  } else if (settings.isError) {
    body = <LoadError title="Failed to load settings" error={settings.error} onRetry={() => void settings.refetch()} />;
  } else {
    const values = settings.data;
    body = (
      <ul className="divide-y">
        {SETTINGS.map(({ key, label, description }) => {
          const switchId = `setting-${key}`;
          const pending = update.isPending && key in update.variables.settings;
          return (
            <li key={key} className="flex items-center justify-between gap-4 py-3">
              <div className="grid gap-1">
                <Label htmlFor={switchId}>{label}</Label>
                <p id={`${switchId}-description`} className="text-sm text-muted-foreground">
                  {description}
                </p>
              </div>
              <Switch
                id={switchId}
                checked={pending ? Boolean(update.variables.settings[key]) : values[key]}
                disabled={!canEdit || update.isPending}
                aria-busy={pending || undefined}
                aria-describedby={`${switchId}-description`}
                onCheckedChange={(next) =>
                  update.mutate(
                    { id: user.id, settings: { [key]: next } },
                    { onSuccess: () => toast({ variant: 'success', title: 'Success', description: 'Settings saved' }) },
                  )
                }
              />
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Settings</CardTitle>
        <CardDescription>Each change is saved at once.</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
