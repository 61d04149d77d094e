import { hiddenVendor, type GameMenu } from '../../../../contract';

/** The menus as the list shows them: DS88 nowhere (§2), and no category left without a vendor. */
export function visibleMenus(menus: readonly GameMenu[]): GameMenu[] {
  return menus
    .map((menu) => ({ ...menu, vendors: menu.vendors.filter((vendor) => vendor.vassalage !== hiddenVendor) }))
    .filter((menu) => menu.vendors.length > 0);
}
