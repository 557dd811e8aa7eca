/**
 * How many lines each cart and order has, kept by the same statement-level triggers that keep its pieces and its
 * total. A list row brings only its first lines (ITEMS_INLINE) and says how many there are: read from the row, the
 * count costs nothing, where counting the lines of every row of a page cost a walk of each one's lines.
 */
export const id = '0018_line_counts';

export const sql = /* sql */ `
alter table carts add column line_count integer not null default 0 check (line_count >= 0);
alter table orders add column line_count integer not null default 0 check (line_count >= 0);

update carts c set line_count = s.n
  from (select cart_id, count(*)::int as n from cart_items group by cart_id) s
 where c.id = s.cart_id;
update orders o set line_count = s.n
  from (select order_id, count(*)::int as n from order_items group by order_id) s
 where o.id = s.order_id;

create or replace function carts_recount() returns trigger language plpgsql as $$
declare ids bigint[];
begin
  if tg_op = 'UPDATE' then
    select array_agg(distinct x.cart_id) into ids
      from (select cart_id from touched union select cart_id from gone) x;
  else
    select array_agg(distinct cart_id) into ids from touched;
  end if;
  update carts c
     set item_count = s.pieces, line_count = s.lines, total_amount = s.total, updated_at = now()
    from (select t.cart_id, coalesce(sum(i.count), 0)::int as pieces, count(i.id)::int as lines,
                 coalesce(sum(i.price * i.count), 0)::bigint as total
            from unnest(ids) as t (cart_id)
            left join cart_items i on i.cart_id = t.cart_id
           group by t.cart_id) s
   where c.id = s.cart_id;
  return null;
end $$;

create or replace function orders_recount() returns trigger language plpgsql as $$
declare ids bigint[];
begin
  if tg_op = 'UPDATE' then
    select array_agg(distinct x.order_id) into ids
      from (select order_id from touched union select order_id from gone) x;
  else
    select array_agg(distinct order_id) into ids from touched;
  end if;
  update orders o
     set item_count = s.pieces, line_count = s.lines, total_amount = s.total
    from (select t.order_id, coalesce(sum(i.count), 0)::int as pieces, count(i.id)::int as lines,
                 coalesce(sum(i.price * i.count), 0)::bigint as total
            from unnest(ids) as t (order_id)
            left join order_items i on i.order_id = t.order_id
           group by t.order_id) s
   where o.id = s.order_id;
  return null;
end $$;
`;
