// Page sizes every list offers.
export const PAGE_SIZES = [25, 50, 100] as const;
