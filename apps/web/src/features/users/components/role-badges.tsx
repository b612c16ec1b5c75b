import { Badge } from '@/components/ui/badge';

/** 'SUPER_ADMIN' reads 'Super Admin', as the roles' own showName does. */
export function roleLabel(name: string): string {
  return name
    .toLowerCase()
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function RoleBadges({ roles }: { roles: readonly string[] }) {
  if (roles.length === 0) return <span className="text-sm text-muted-foreground">No roles</span>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Roles">
      {roles.map((role) => (
        <li key={role}>
          <Badge variant="outline">{roleLabel(role)}</Badge>
        </li>
      ))}
    </ul>
  );
}
