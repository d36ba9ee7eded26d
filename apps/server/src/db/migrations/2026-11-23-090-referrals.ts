import { sql, type Kysely } from 'kysely';
import { withId, withTimestamps } from '../columns.ts';

/**
 * The referral program (decision 090): payout tags with a value per machine type, one link per
 * product family for each owner, the referral rows (sales and, as negative rows, redemptions) and a
 * running account per referrer whose conditional update is what keeps a redemption from overspending.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('referral_payout_tags'))
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('minimum_referrals', 'integer', (c) => c.notNull().defaultTo(0))
      // Hundredths of a percent: 250 is 2.50 %.
      .addColumn('shop_products_reward_bp', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  await withId(db, db.schema.createTable('machine_type_referral_tags'))
    .addColumn('referral_payout_tag_id', 'integer', (c) =>
      c.notNull().references('referral_payout_tags.id').onDelete('cascade'),
    )
    .addColumn('machine_type_id', 'integer', (c) => c.notNull().references('machine_types.id'))
    .addColumn('value_cents', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('machine_type_referral_tags_tag_type_idx')
    .unique()
    .on('machine_type_referral_tags')
    .columns(['referral_payout_tag_id', 'machine_type_id'])
    .execute();
  await db.schema
    .createIndex('customers_referral_payout_tag_idx')
    .on('customers')
    .column('referral_payout_tag_id')
    .execute();

  await withId(db, db.schema.createTable('referral_links'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('product_family', 'varchar(32)', (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('referral_links_customer_family_idx')
    .unique()
    .on('referral_links')
    .columns(['customer_id', 'product_family'])
    .execute();

  await withId(db, db.schema.createTable('referral_visits'))
    .addColumn('referral_link_id', 'integer', (c) => c.notNull().references('referral_links.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('referral_visits_link_idx').on('referral_visits').column('referral_link_id').execute();

  await withId(db, db.schema.createTable('referrals'))
    .addColumn('referrer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id'))
    .addColumn('buyer_name', 'varchar(255)')
    .addColumn('buyer_key', 'varchar(320)')
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('is_shopify_sale', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('order_number', 'varchar(64)')
    .addColumn('invoice_memo_number', 'varchar(64)')
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('value_cents', 'integer', (c) => c.notNull())
    .addColumn('balance_cents', 'integer', (c) => c.notNull())
    .addColumn('machine_type_id', 'integer', (c) => c.references('machine_types.id'))
    .addColumn('machine_type_value_cents', 'integer')
    .addColumn('self_referral', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('approved', 'integer', (c) => c.notNull().defaultTo(1))
    // Unique, so a retried request (same key) can record at most one row; NULLs do not collide.
    .addColumn('idempotency_key', 'varchar(200)', (c) => c.unique())
    .addColumn('created_by_staff_id', 'integer', (c) => c.references('staff_users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // History newest first, and the referred order items (sales only) newest first.
  await db.schema
    .createIndex('referrals_referrer_created_idx')
    .on('referrals')
    .columns(['referrer_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('referrals_referrer_type_created_idx')
    .on('referrals')
    .columns(['referrer_id', 'type', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('referrals_referrer_buyer_idx')
    .on('referrals')
    .columns(['referrer_id', 'buyer_key'])
    .execute();

  await db.schema
    .createTable('referral_accounts')
    .addColumn('customer_id', 'integer', (c) => c.primaryKey().references('customers.id'))
    .addColumn('earned_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('redeemed_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('balance_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sales_count', 'integer', (c) => c.notNull().defaultTo(0))
    // Every sale row, approved or not: the total of the stats' referred order items without a count(*).
    .addColumn('orders_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('referred_customers_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pending_approval_count', 'integer', (c) => c.notNull().defaultTo(0))
    // The redemption that last brought the balance to 0: the pending list starts there.
    .addColumn('settled_referral_id', 'integer')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('referral_accounts_balance_not_negative', sql`balance_cents >= 0`)
    .execute();
  await db.schema
    .createIndex('referral_accounts_balance_idx')
    .on('referral_accounts')
    .column('balance_cents')
    .execute();
}
