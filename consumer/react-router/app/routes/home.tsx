import { Link } from 'react-router';

export const meta = () => [{ title: 'Shop' }];

export default function Home() {
  return (
    <main>
      <h1>Shop</h1>
      <Link to="/orders">Orders</Link>
    </main>
  );
}
