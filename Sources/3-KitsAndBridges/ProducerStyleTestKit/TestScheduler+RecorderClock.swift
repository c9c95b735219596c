import Foundation
import ProducerStyle

extension TestScheduler: RecorderClock {
  /// Seconds of virtual time since the scheduler's start date.
  public var recorderTime: TimeInterval { currentDate.timeIntervalSince(startDate) }
}
