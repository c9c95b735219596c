extension SerialDisposable {
  /// Holds the disposable of work that `schedule` hands to a scheduler, in the order the work
  /// was scheduled.
  ///
  /// A plain `disposable = scheduler.schedule(…)` goes wrong when the scheduled action runs on
  /// another thread and schedules its successor before `schedule` has returned: the assignment
  /// of the older disposable then lands last and disposes the successor, and the chain stalls.
  /// Taking the slot before scheduling keeps the newest work in it.
  func replace(scheduling schedule: () -> any Disposable) {
    let slot = SingleAssignmentDisposable()
    disposable = slot
    slot.setDisposable(schedule())
  }
}
