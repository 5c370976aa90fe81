import { adminMemberEndpoints } from '@lotto/contract';
import { useQuery } from '@tanstack/react-query';
import { Col, Row } from 'antd';
import { call } from '../../shared/api/call';
import { QueryState } from '../../shared/ui/QueryState';
import { memberKeys } from './keys';
import { LimitForm } from './LimitForm';
import { MemberLimits } from './MemberLimits';
import { RestrictForm } from './RestrictForm';

/** The member's responsible-play settings as they stand; with members.manage, stricter ones. */
export const LimitsTab = ({ memberId, manage }: { memberId: number; manage: boolean }) => {
  const query = useQuery({
    queryKey: memberKeys.limits(memberId),
    queryFn: () => call(adminMemberEndpoints.memberLimits, { params: { id: memberId } }),
  });
  return (
    <QueryState loading={query.isPending} error={query.error} retry={() => void query.refetch()}>
      {query.data && (
        <Row gutter={16}>
          <Col span={manage ? 12 : 24}>
            <MemberLimits limits={query.data} />
          </Col>
          {manage && (
            <Col span={12}>
              <LimitForm memberId={memberId} />
              <RestrictForm memberId={memberId} />
            </Col>
          )}
        </Row>
      )}
    </QueryState>
  );
};
