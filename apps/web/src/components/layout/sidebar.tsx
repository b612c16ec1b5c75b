import { NavLink } from 'react-router';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { cn } from '@/lib/utils';
import { useMenu } from './menu';

function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="flex flex-col gap-0.5">
      {useMenu().map(({ title, path, icon: Icon }) => (
        <li key={path}>
          <NavLink
            to={path}
            end={path === '/'}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring',
                isActive && 'bg-accent text-foreground',
              )
            }
          >
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            {title}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The 'Menus' sidebar: fixed at 1024 px and wider. */
export function Sidebar() {
  return (
    <aside className="hidden w-64 shrink-0 border-r bg-background lg:block">
      <nav aria-labelledby="sidebar-title" className="sticky top-14 max-h-[calc(100svh-3.5rem)] overflow-y-auto p-4">
        <h2
          id="sidebar-title"
          className="mb-3 px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground"
        >
          Menus
        </h2>
        <SidebarNav />
      </nav>
    </aside>
  );
}

/** The same menu below 1024 px: slides in from the left, closes when the user navigates. */
export function MobileSidebar({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="lg:hidden">
        <nav aria-label="Menus" className="overflow-y-auto p-4">
          <SheetTitle className="mb-3 px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            Menus
          </SheetTitle>
          <SheetDescription className="sr-only">Go to a section of the console</SheetDescription>
          <SidebarNav onNavigate={() => onOpenChange(false)} />
        </nav>
      </SheetContent>
    </Sheet>
  );
}
