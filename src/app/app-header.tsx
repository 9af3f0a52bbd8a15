import { Link, NavLink } from 'react-router';
import { PaletteLauncher } from '@/components/ui/command-palette/palette-provider';
import { paths } from '@/lib/paths';
import { ThemeToggle } from './theme-toggle';

export function AppHeader() {
  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Link to={paths.home.getHref()} className="app-header__brand">
          Tradescope
        </Link>
        <div className="app-header__search">
          <PaletteLauncher />
        </div>
        <nav className="app-nav" aria-label="Main">
          <ul>
            <li>
              <NavLink to={paths.home.getHref()} end>
                Home
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.products.getHref()}>Products</NavLink>
            </li>
            <li>
              <NavLink to={paths.flows.getHref()}>Flows</NavLink>
            </li>
            <li>
              <NavLink to={paths.compare.getHref({ countries: [] })}>Compare</NavLink>
            </li>
            <li>
              <NavLink to={paths.settings.getHref()}>Settings</NavLink>
            </li>
          </ul>
        </nav>
        <ThemeToggle />
      </div>
    </header>
  );
}
