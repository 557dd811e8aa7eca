import AntdIcon from '@ant-design/icons/es/components/AntdIconLight';
import type { IconData } from '@console/shared';
import type { ComponentProps, ReactNode } from 'react';

type IconDefinition = ComponentProps<typeof AntdIcon>['icon'];

/** Draws an icon a remote's menu describes as data, with the component every antd icon uses. */
export function drawMenuIcon(icon: IconData): ReactNode {
  return <AntdIcon icon={icon as IconDefinition} />;
}
