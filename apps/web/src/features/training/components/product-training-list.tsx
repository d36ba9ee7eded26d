import { Button, Card, Group, Image, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconMovieOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyStateMessage } from '../../../shared/ui/empty-state-message.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';

const COLS = { base: 1, xs: 2, lg: 3 };

/** What every card needs of a product's training state. */
interface ProductState {
  product_id: number;
  display_name: string;
  thumbnail: string | null;
}

export interface ProductTrainingListProps<State extends ProductState> {
  title: string;
  intro: string;
  /** The states, while loading (undefined) or after a failure (isError). */
  data: State[] | undefined;
  isError: boolean;
  emptyText: string;
  loadText: string;
  /** The card's link: `/training/{id}` or `/post-training/{id}`. */
  basePath: '/training' | '/post-training';
  /** The button's text for this product (Start, Continue, …). */
  action: (state: State) => string;
  /** The button's accessible name, naming the product. */
  openLabel: (action: string, name: string) => string;
  /** What the card says about progress, under the product's name. */
  details: (state: State) => ReactNode;
}

/** /training and /post-training: a card per owned product with its progress and a button into it. */
export function ProductTrainingList<State extends ProductState>(props: ProductTrainingListProps<State>) {
  const { data, isError } = props;
  return (
    <>
      <PageHeader title={props.title} />
      <Text c="dimmed" mb="lg" maw={720}>
        {props.intro}
      </Text>
      {!data && !isError && (
        <SimpleGrid cols={COLS} spacing="md">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={240} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {(isError || data?.length === 0) && (
        <Paper withBorder radius="md" p="lg">
          <EmptyStateMessage
            icon={<IconMovieOff aria-hidden />}
            description={isError ? props.loadText : props.emptyText}
          />
        </Paper>
      )}
      {data && data.length > 0 && (
        <SimpleGrid cols={COLS} spacing="md">
          {data.map((state) => {
            const action = props.action(state);
            return (
              <Card key={state.product_id} withBorder radius="md" padding="md" component="article">
                <Card.Section bg="var(--mantine-color-gray-0)" p="sm">
                  <Image src={state.thumbnail ?? undefined} alt="" h={120} fit="contain" />
                </Card.Section>
                <Stack gap="sm" mt="sm">
                  <Text fw={650} component="h2" fz="md" m={0}>
                    {state.display_name}
                  </Text>
                  {props.details(state)}
                  <Group>
                    <Button
                      component={Link}
                      to={`${props.basePath}/${state.product_id}`}
                      aria-label={props.openLabel(action, state.display_name)}
                    >
                      {action}
                    </Button>
                  </Group>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </>
  );
}
