export interface Order {
  id: string;
  product: string;
  quantity: number;
  email: string;
}

export const PAGE_SIZE = 10;

const orders: Order[] = Array.from({ length: 32 }, (_, index) => ({
  id: String(index + 1),
  product: `Order ${index + 1}`,
  quantity: (index * 7) % 13,
  email: `buyer${index + 1}@example.com`,
}));

/** Stands in for a database: the total, and the first `count` orders. */
export async function fetchOrders(count: number): Promise<{ rows: Order[]; totalCount: number }> {
  await Promise.resolve();
  return { rows: orders.slice(0, count), totalCount: orders.length };
}

export async function countOrders(): Promise<number> {
  await Promise.resolve();
  return orders.length;
}
